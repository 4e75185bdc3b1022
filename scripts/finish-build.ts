// The build's last steps (npm's postbuild): `tsx scripts/finish-build.ts [out]`. See lib/site/finish-build.ts.
import { finishBuild } from "../lib/site";

const out = process.argv[2] ?? "out";
finishBuild(out).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
