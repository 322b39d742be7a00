import { hash, verify } from '@node-rs/argon2'

/**
 * argon2id with the OWASP 2024 minimum (19 MiB, 2 iterations, 1 lane): about 30 ms here,
 * slow enough to make offline guessing expensive, fast enough for sign-in bursts.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID)
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Accounts made by social sign-in have no password; verify a dummy so timing does not tell.
  if (!passwordHash) {
    await verify(DUMMY_HASH, password).catch(() => false)
    return false
  }
  return verify(passwordHash, password).catch(() => false)
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$5Y/RO0te0ZnYjoICrYWssA$g4ul7ihTqcDU1RhAykuqVrPNpgXgwO5wwP5Dim/PwLA'
