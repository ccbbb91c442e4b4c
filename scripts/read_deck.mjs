// Prints the pinned deck's card faces as plain element trees, for scripts/draw_faces.py.
//
// The deck (@letele/playing-cards, CC0: Adrian Kennard's English-pattern cards) ships each face
// as a React component of nested createElement calls and nothing else. Its module is evaluated
// here with a stand-in createElement that records each element as [tag, attributes, children],
// so neither React nor a browser is needed, and none of its code reaches the site.
//
// Usage: node scripts/read_deck.mjs > faces.json   (after `npm ci`)

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MODULE = path.join(root, "node_modules", "@letele", "playing-cards", "dist", "index.esm.js");

function fail(message) {
  console.error(`read_deck: ${message}`);
  process.exit(1);
}

if (!fs.existsSync(MODULE)) fail("@letele/playing-cards is not installed; run `npm ci` first.");
const source = fs.readFileSync(MODULE, "utf8");

// Its two imports (React, Babel's object spread) become arguments; its one export statement, a
// returned object of the same names.
const exported = source.match(/^export \{([^}]*)\};?$/m);
if (!exported) fail("the deck's module has no export list: has its format changed?");
const body = source
  .replace(/^import .*$/gm, "")
  .replace(exported[0], `return {${exported[1].replace(/(\w+) as (\w+)/g, "$2: $1")}};`);

const React = {
  createElement(tag, attributes, ...children) {
    if (typeof tag !== "string") fail(`an element that is not a tag: ${tag}`);
    const kept = Object.entries(attributes ?? {}).filter(([, value]) => value !== null && value !== undefined);
    return [tag, Object.fromEntries(kept), children.filter((child) => child !== null && child !== undefined && child !== false)];
  },
};
const components = new Function("React", "_extends", body)(React, Object.assign);
const faces = {};
for (const [name, component] of Object.entries(components)) faces[name] = component({});
process.stdout.write(JSON.stringify(faces));
