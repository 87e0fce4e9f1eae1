export declare const SHELL_BASE_PLACEHOLDER: string;
