/**
 * Counts the argon2 verifies the server makes (the password checks a burst got evaluated). A test file
 * mocks the library with it (vi.mock is hoisted, so it imports this file inside the factory):
 *
 *   vi.mock("@node-rs/argon2", async (original) => (await import("./argon2-counter.ts")).counting(await original()));
 */
export const argon2Calls = { verifies: 0 };

export function counting<Library extends { verify: (...args: never[]) => Promise<boolean> }>(
  library: Library,
): Library {
  return {
    ...library,
    verify: (...args: Parameters<Library["verify"]>) => {
      argon2Calls.verifies++;
      return library.verify(...args);
    },
  };
}
