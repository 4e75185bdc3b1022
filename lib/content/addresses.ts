/** Old address patterns the site still answers: /as-of/1e/2000-07-31/cloaking-device is now /1e/cloaking-device?as-of=2000-07-31. Pure (the 404 page runs it in the browser). */
export function toNewAddress(path: string): string | null {
  const m = /^\/as-of\/(1e|2e)\/(\d{4}-\d{2}-\d{2})\/([^/?#]+)\/?$/.exec(path);
  return m ? `/${m[1]}/${m[3]}?as-of=${m[2]}` : null;
}
