// Compress files with brotli at its best quality, as hosts serve precompressed files (generator/precompress.py).
//
// Usage: node brotli.mjs JOBS_JSON
//   JOBS_JSON  [[source, target], ...]: each target is written whole (a temporary file, then a rename).
// Node's zlib is deterministic: the same source always gives the same bytes.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";

const [jobsJson] = process.argv.slice(2);
for (const [source, target] of JSON.parse(readFileSync(jobsJson, "utf8"))) {
  const data = readFileSync(source);
  const compressed = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const partial = `${target}.${process.pid}.partial`;
  writeFileSync(partial, compressed);
  renameSync(partial, target);
}
