import type { SearchFiles } from "./files";

/** Fetches one file of the search by its path under the search folder (the browser's way; Node has them all at hand). */
export type FetchFile = (path: string) => Promise<unknown>;

/**
 * The files of the search at hand, and the fetching of the others. Each file is fetched once: a fetch under way is
 * shared by every search that needs the file, and only one that failed is tried again (by a later call). A read of a
 * file not at hand answers nothing and is noted, so that a stage of `SearchEngine.find` can name what it lacked.
 */
export class FileStore {
  private readonly fetches = new Map<string, Promise<void>>();
  /** The files whose fetch has ended (a file that came as nothing is not fetched again). */
  private readonly fetched = new Set<string>();
  private readonly lacking = new Set<string>();

  /** A store over the files at hand: all of them (Node), or some, with a way to fetch the rest (the browser). */
  constructor(
    private readonly files: SearchFiles,
    private readonly fetchFile?: FetchFile,
  ) {}

  /** Whether files not at hand can be fetched (the browser), or every file is at hand (Node). */
  get canFetch(): boolean {
    return this.fetchFile !== undefined;
  }

  /** A file if it is at hand; otherwise noted as lacking, and nothing. */
  get<T>(path: string): T | undefined {
    const file = this.files[path];
    if (file === undefined) this.lacking.add(path);
    return file as T | undefined;
  }

  /** Whether a file is at hand (nothing is noted). */
  has(path: string): boolean {
    return this.files[path] !== undefined;
  }

  /** Fetches, all at once, the files of `paths` that are neither at hand nor already fetched (or being fetched). */
  async load(paths: Iterable<string>): Promise<void> {
    const fetchFile = this.fetchFile;
    if (!fetchFile) return;
    const waits: Promise<void>[] = [];
    for (const path of new Set(paths)) {
      if (this.files[path] !== undefined) continue;
      let fetched = this.fetches.get(path);
      if (!fetched) {
        fetched = fetchFile(path).then(
          (file) => {
            this.files[path] = file;
            this.fetched.add(path);
          },
          (error: unknown) => {
            this.fetches.delete(path);
            throw error;
          },
        );
        this.fetches.set(path, fetched);
      }
      waits.push(fetched);
    }
    await Promise.all(waits);
  }

  /** Forgets the files noted as lacking (before a stage runs). */
  clearLacking(): void {
    this.lacking.clear();
  }

  /** The files read while not at hand since `clearLacking`, but those fetched already: what a stage still needs (some perhaps on their way). */
  takeLacking(): string[] {
    const paths = [...this.lacking].filter((path) => !this.fetched.has(path));
    this.lacking.clear();
    return paths;
  }
}
