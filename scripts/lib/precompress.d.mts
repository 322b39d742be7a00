/** Types for vite.config.ts, which calls the build step (precompress.mjs). */
export declare function precompressDir(dir: string): Promise<{ files: number; identity: number; br: number; gzip: number }>
