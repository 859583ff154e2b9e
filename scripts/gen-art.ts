/**
 * `npm run art`: for every game with a `games/<id>/table/art.ts`, copies the SVG bodies of the Game Icons it names
 * (`ART_ICONS`) from @iconify-json/game-icons (CC BY 3.0) into `games/<id>/table/art-icons.gen.ts`, so that the web
 * bundle carries only the icons the tables draw, never the 6 MB set, and nothing is fetched at run time; and the
 * Twemoji pictures of the chat's emotes (@iconify-json/twemoji, CC BY 4.0) into apps/web/src/social/emote-icons.gen.ts.
 * `--check` writes nothing and exits 1 when a generated file is missing or stale (the art test runs the same check).
 * Throws when an art file names an icon the set lacks.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { artModule } from './art-module.ts';
import { emoteModule } from './emote-module.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The games with an art file: `[game id, path of art.ts, path of art-icons.gen.ts]`. */
function artGames(): [string, string, string][] {
  const out: [string, string, string][] = [];
  for (const id of readdirSync(join(ROOT, 'games'))) {
    const art = join(ROOT, 'games', id, 'table', 'art.ts');
    if (existsSync(art)) out.push([id, art, join(ROOT, 'games', id, 'table', 'art-icons.gen.ts')]);
  }
  return out;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [id, art, gen] of artGames()) {
    const { ART_ICONS } = (await import(pathToFileURL(art).href)) as { ART_ICONS: readonly string[] };
    const text = artModule(ART_ICONS);
    const old = existsSync(gen) ? readFileSync(gen, 'utf8') : '';
    if (old === text) continue;
    if (check) {
      console.error(`${id}: ${gen} is stale: run npm run art`);
      stale++;
    } else {
      writeFileSync(gen, text);
      console.log(`${id}: wrote ${new Set(ART_ICONS).size} icons to ${gen}`);
    }
  }
  // The chat's emotes, drawn as Twemoji pictures (scripts/emote-module.ts).
  const emoteGen = join(ROOT, 'apps', 'web', 'src', 'social', 'emote-icons.gen.ts');
  const emotes = emoteModule();
  if ((existsSync(emoteGen) ? readFileSync(emoteGen, 'utf8') : '') !== emotes) {
    if (check) {
      console.error(`emotes: ${emoteGen} is stale: run npm run art`);
      stale++;
    } else {
      writeFileSync(emoteGen, emotes);
      console.log(`emotes: wrote their pictures to ${emoteGen}`);
    }
  }
  if (stale > 0) process.exit(1);
}

await main();
