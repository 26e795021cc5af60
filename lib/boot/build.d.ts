// Types of lib/boot/build.js (plain JavaScript: it runs before anything is built).
export function harnessBuild(): Promise<string | undefined>;
export function buildOf(root: string): Promise<string>;

declare global {
  interface ImportMeta {
    /** In a built module (lib/boot/build.js): the build's URL, with a trailing slash; undefined in the sources. */
    CS_BUILD?: string;
  }
}
