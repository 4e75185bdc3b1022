import { createHash } from "node:crypto";
import { IngestError } from "./errors";

/** Checks a source file's bytes (non-empty, text, UTF-8, expected SHA-256) and returns its text. */
export function toSourceText(file: string, bytes: Uint8Array, expectedSha256: string): string {
  if (bytes.length === 0) throw new IngestError(file, 1, "file is empty (expected the text of a rulings document)");
  const nul = bytes.indexOf(0);
  if (nul >= 0) throw new IngestError(file, lineAt(bytes, nul), "file is binary (NUL byte); expected UTF-8 text");
  const long = findLongLine(bytes);
  if (long) {
    throw new IngestError(
      file,
      long.line,
      `[line-too-long] line ${long.line} is ${long.bytes.toLocaleString("en")} bytes; no rulings document has a line over ${MAX_LINE.toLocaleString("en")} (the longest of the archive is about 3,000): is this the right file, or a text extraction that lost its line breaks?`,
    );
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const bad = firstInvalidUtf8(bytes);
    throw new IngestError(file, lineAt(bytes, bad), `file is not valid UTF-8 (byte 0x${bytes[bad]?.toString(16)} at offset ${bad}); re-save it as UTF-8`);
  }
  const sha = createHash("sha256").update(bytes).digest("hex");
  if (sha !== expectedSha256) {
    throw new IngestError(file, 1, `sha256 is ${sha} but documents.json says ${expectedSha256}: the file differs from the official text (sources are never edited)`);
  }
  return text;
}

/** Longest line a source may have, in bytes: refused beyond it, before the text is decoded and split. */
const MAX_LINE = 65_536;

/** The first line longer than MAX_LINE, if any. */
function findLongLine(bytes: Uint8Array): { line: number; bytes: number } | null {
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 10) {
      if (i - start > MAX_LINE) return { line, bytes: i - start };
      line++;
      start = i + 1;
    }
  }
  return null;
}

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < bytes.length; i++) if (bytes[i] === 10) line++;
  return line;
}

function firstInvalidUtf8(b: Uint8Array): number {
  for (let i = 0; i < b.length; ) {
    const c = b[i]!;
    const n = c < 0x80 ? 0 : c >= 0xc2 && c < 0xe0 ? 1 : c >= 0xe0 && c < 0xf0 ? 2 : c >= 0xf0 && c < 0xf5 ? 3 : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++) if (i + k >= b.length || (b[i + k]! & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return 0;
}
