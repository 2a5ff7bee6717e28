import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP-grade memory and time cost). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(encrypted: string, password: string): Promise<boolean> {
  try {
    return await verify(encrypted, password);
  } catch {
    return false;
  }
}
