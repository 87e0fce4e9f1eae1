export declare const STAMP_FILE: string;
export declare function sourcesHash(packageDir: string, repoRoot?: string): string;
export declare class RecordBuildSources {
  constructor(packageDir: string);
  apply(compiler: unknown): void;
}
