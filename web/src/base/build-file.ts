/** Where the build writes the id of what is deployed (served uncached, as index.html); chunk-load.ts reads it. */
export const BUILD_FILE = '/build.json';
