/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // ESLint is a step of its own in npm test (npm run lint), over the whole tree, not only what Next builds.
  eslint: { ignoreDuringBuilds: true },
};

export default nextConfig;
