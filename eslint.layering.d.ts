import type { Linter } from 'eslint'

/** Types for eslint.layering.js (plain JavaScript, loaded by eslint.config.js). */
export declare const layering: Linter.Config[]
