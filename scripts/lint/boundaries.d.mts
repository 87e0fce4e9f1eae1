// Types of boundaries.mjs, which eslint.config.mjs loads as plain JavaScript.
export declare const REPO_ROOT: string;
export declare const SECTIONS: string[];
export declare const SECTION_STATE_FILES: string[];
export declare function exposedFiles(section: string): string[];
export declare function boundaryZones(): Array<{ target: string[]; from: string; message: string; except?: string[] }>;
