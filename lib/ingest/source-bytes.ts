import { createHash } from "node:crypto";
import { IngestError } from "./errors";

/** Checks a source file's bytes (non-empty, text, UTF-8, expected SHA-256) and returns its text. */
export function toSourceText(file: string, bytes: Uint8Array, expectedSha256: string): string {
  const source = 'documents.json "sourceFile" names the file';
  if (bytes.length === 0) {
    throw new IngestError(file, {
      line: 1,
      column: 1,
      rule: "file-empty",
      problem: "the file is empty",
      expected: "the text of a rulings document",
      found: "0 bytes",
      hint: `put the document's text in the file (${source})`,
    });
  }
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    throw new IngestError(file, {
      ...placeOf(bytes, nul),
      rule: "file-binary",
      problem: "the file holds a NUL byte, so it is not text",
      expected: "UTF-8 text",
      found: `a NUL byte at offset ${nul}`,
      hint: `give the document as UTF-8 plain text, extracted from its PDF or page (${source})`,
    });
  }
  const long = findLongLine(bytes);
  if (long) {
    throw new IngestError(file, {
      line: long.line,
      column: 1,
      rule: "line-too-long",
      problem: "the line is longer than a line of a rulings document can be; the longest of the archive is about 3,000 bytes",
      expected: `at most ${MAX_LINE.toLocaleString("en")} bytes`,
      found: `${long.bytes.toLocaleString("en")} bytes`,
      hint: `open the file at this line and compare it with the printed document: each of its lines is a line or paragraph of a page (${source})`,
    });
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const bad = firstInvalidUtf8(bytes);
    throw new IngestError(file, {
      ...placeOf(bytes, bad),
      rule: "not-utf8",
      problem: "the file is not valid UTF-8",
      expected: "UTF-8 text",
      found: `byte 0x${bytes[bad]?.toString(16)} at offset ${bad}`,
      hint: "re-save the file as UTF-8 (its other encoding's characters become UTF-8 ones)",
    });
  }
  const sha = createHash("sha256").update(bytes).digest("hex");
  if (sha !== expectedSha256) {
    throw new IngestError(file, {
      line: 1,
      column: 1,
      rule: "sha256-mismatch",
      problem: 'the file\'s SHA-256 is not the one its documents.json "sha256" records',
      expected: expectedSha256,
      found: sha,
      hint: 'if the file is the document as published and the record is wrong, put the found value in documents.json "sha256"; if the file was changed, restore it (sources are never edited: repairs are declared in the corrections)',
    });
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

/** The line and column of a byte of a text not yet decoded; the column counts UTF-8 characters, not bytes. */
function placeOf(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  for (let i = 0; i < offset && i < bytes.length; i++) {
    if (bytes[i] === 10) {
      line++;
      column = 1;
    } else if ((bytes[i]! & 0xc0) !== 0x80) column++;
  }
  return { line, column };
}

function firstInvalidUtf8(b: Uint8Array): number {
  for (let i = 0; i < b.length;) {
    const c = b[i]!;
    const n = c < 0x80 ? 0 : c >= 0xc2 && c < 0xe0 ? 1 : c >= 0xe0 && c < 0xf0 ? 2 : c >= 0xf0 && c < 0xf5 ? 3 : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++) if (i + k >= b.length || (b[i + k]! & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return 0;
}
