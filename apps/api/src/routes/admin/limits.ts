/** A person clicking through the console stays far below these; a runaway script does not. */
export const consoleReadRateLimit = { max: 300, timeWindow: "1 minute" } as const;
export const consoleWriteRateLimit = { max: 60, timeWindow: "1 minute" } as const;
