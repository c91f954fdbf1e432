// Counts the tokens of each text with js-tiktoken (an implementation independent of
// tiktoken-rs, shipping its own rank files): reads JSON lines {"id", "text"} on stdin, writes
// JSON lines {"id", "o200k_base", "cl100k_base"}. Special-token markers count as plain text,
// as toolsight counts them.
import { getEncoding } from "js-tiktoken";
import { createInterface } from "node:readline";

const encodings = ["o200k_base", "cl100k_base"].map((name) => [name, getEncoding(name)]);
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
const out = [];
for await (const line of lines) {
  if (!line) continue;
  const { id, text } = JSON.parse(line);
  const row = { id };
  for (const [name, enc] of encodings) row[name] = enc.encode(text, [], []).length;
  out.push(JSON.stringify(row));
}
process.stdout.write(out.join("\n") + "\n");
