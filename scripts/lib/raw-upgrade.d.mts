/** Types for api/tests/rooms.test.ts, which shares these test helpers with the relay's tests (raw-upgrade.mjs). */
export declare function resetAfter(port: number, text: string, resetWhen: (answer: () => string) => Promise<unknown>): Promise<void>
export declare function upgradeRequest(url: string, headers: Record<string, string>): string
