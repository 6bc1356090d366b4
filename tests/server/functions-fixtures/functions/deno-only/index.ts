// Stands for a function deployed with only a Deno entry point (no handler.ts).
export {};
