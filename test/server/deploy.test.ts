/**
 * The image and the scale-out topology (#45 item 5). There is no Docker on the test machine:
 * the Dockerfile, docker-compose.yml and the proxy's configuration are read and checked for
 * what they must say (docs/scale-out.md shows the topology they make).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Instruction {
  readonly keyword: string;
  readonly args: string;
}

/** A Dockerfile's instructions, by stage (each `FROM` starts one); comments gone, continued lines joined. */
function dockerStages(text: string): Instruction[][] {
  const stages: Instruction[][] = [];
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const line of lines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

const argsOf = (stage: readonly Instruction[], keyword: string) =>
  stage.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);

interface Service {
  readonly image?: string;
  readonly build?: unknown;
  readonly command?: readonly string[];
  readonly environment?: Record<string, string>;
  readonly ports?: readonly string[];
  readonly volumes?: readonly string[];
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const services = Object.entries(compose.services);

test('the Dockerfile: multi-stage on node:24-slim, production dependencies only, the built client, a user without rights, a health check', () => {
  const stages = dockerStages(read('Dockerfile'));
  expect(stages.length).toBeGreaterThanOrEqual(2);
  for (const stage of stages) expect(stage[0]!.args).toMatch(/^node:24-slim(\s|$)/);
  const [build, run] = [stages[0]!, stages.at(-1)!];
  expect(build[0]!.args).toMatch(/\sAS\s+build$/i);
  expect(argsOf(build, 'RUN').join('\n')).toMatch(/npm run build/);

  expect(argsOf(run, 'RUN').join('\n')).toMatch(/npm ci --omit=dev/);
  const copied = argsOf(run, 'COPY').filter((args) => args.startsWith('--from=build'));
  expect(copied).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/client\/dist/),
      expect.stringMatching(/server\/dist/),
      expect.stringMatching(/shared\/dist/),
    ]),
  );
  const [user] = argsOf(run, 'USER');
  expect(user).toBeDefined();
  expect(user).not.toMatch(/^(root|0)(:|$)/);
  expect(argsOf(run, 'HEALTHCHECK').join('\n')).toMatch(/\/healthz/);
  expect(argsOf(run, 'CMD').join('\n')).toMatch(/server\/dist\/main\.js/);
  // Sources in, never what a checkout built or installed.
  expect(read('.dockerignore').split('\n')).toEqual(expect.arrayContaining(['node_modules', '**/dist', 'data']));
});

test('docker-compose.yml: Redis with its append-only file, two table processes of the image, one proxy in front', () => {
  const [, redis] = services.find(([, service]) => service.image?.startsWith('redis')) ?? [];
  expect(redis?.command).toEqual(expect.arrayContaining(['--appendonly', 'yes']));
  expect(redis?.volumes?.some((volume) => volume.endsWith(':/data'))).toBe(true);

  const tables = services.filter(([, service]) => service.build !== undefined);
  expect(tables).toHaveLength(2);
  for (const [, table] of tables) {
    expect(table.environment).toMatchObject({ REDIS_URL: expect.stringMatching(/^redis:\/\//), TRUST_PROXY: '1' });
    // No way in but the proxy.
    expect(table.ports).toBeUndefined();
  }
  const addresses = tables.map(([, table]) => table.environment?.PUBLIC_ADDRESS);
  expect(new Set(addresses).size).toBe(2);

  const [, proxy] = services.find(([, service]) => service.image?.startsWith('caddy')) ?? [];
  expect(proxy?.ports).toHaveLength(1);
  expect(services.filter(([, service]) => service.ports !== undefined)).toHaveLength(1);
  const mounted = proxy?.volumes?.find((volume) => volume.endsWith(':/etc/caddy/Caddyfile:ro'));
  expect(mounted).toBeDefined();

  // Each process's announced path reaches that process, its prefix gone; the rest goes to a ready one.
  const caddyfile = read(mounted!.split(':')[0]!);
  for (const [name, table] of tables) {
    const prefix = /\/[a-z]+$/.exec(table.environment?.PUBLIC_ADDRESS ?? '')?.[0];
    expect(caddyfile).toMatch(new RegExp(`handle_path ${prefix}/\\* \\{\\s*reverse_proxy ${name}:2567\\s*\\}`));
  }
  expect(caddyfile).toMatch(new RegExp(`reverse_proxy ${tables.map(([name]) => `${name}:2567`).join(' ')} \\{[^}]*health_uri /readyz`));
});

test('the README starts the topology in one line', () => {
  expect(read('README.md')).toMatch(/^\s*docker compose up\s*$/m);
});
