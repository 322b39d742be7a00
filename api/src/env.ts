import * as v from 'valibot';

const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number'), v.transform(Number)), '4000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  RECAPTCHA_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  // Reserved for rate limiting and sessions in later issues.
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must start with redis://'))),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** Parses once at start-up and throws an error that names every bad variable. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as unset, the way .env files usually mean them.
  const input = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = v.safeParse(EnvSchema, input);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
  throw new Error(`Invalid environment variables:\n  ${problems.join('\n  ')}`);
}
