// The Firestore emulator normally comes as a download. Offline machines ship Google's jar with the
// Cloud SDK instead; that jar has no Main-Class, so a tiny launcher jar (manifest only) is made that
// names the main class and puts the shipped jar on its class path. Where no shipped jar exists,
// firebase-tools is left to do what it normally does.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './emulator-config.ts';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const CACHE_DIR = path.join(ROOT, '.firebase-cache');

function sdkRoot(): string | undefined {
  try {
    const out = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out || undefined;
  } catch {
    const fallback = '/usr/lib/google-cloud-sdk';
    return existsSync(fallback) ? fallback : undefined;
  }
}

/** Returns the path of a launcher jar for the shipped emulator, or undefined when none is shipped. */
export function firestoreLauncherJar(): string | undefined {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  const root = sdkRoot();
  if (!root) return undefined;
  const shipped = path.join(
    root,
    'platform',
    'cloud-firestore-emulator',
    'cloud-firestore-emulator.jar',
  );
  if (!existsSync(shipped)) return undefined;
  const launcher = path.join(CACHE_DIR, 'firestore-emulator-launcher.jar');
  if (existsSync(launcher)) return launcher;
  mkdirSync(CACHE_DIR, { recursive: true });
  const manifest = path.join(CACHE_DIR, 'manifest.txt');
  writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: file:${shipped}\n`);
  execFileSync('jar', ['cfm', launcher, manifest], { cwd: CACHE_DIR, stdio: 'inherit' });
  return launcher;
}

/**
 * The JVM flags the Firestore emulator runs with. A local suite lives for minutes on a machine of
 * two cores or so: the client compiler alone (no C2 compiler threads warming up beside the tests)
 * and the serial collector (no parallel GC threads) cut the emulator's CPU by about a fifth
 * (the rules suite alone: 150 s of CPU against 120 s) while the tests got faster, not slower.
 * Options a person has set in JAVA_TOOL_OPTIONS come after these, so theirs win.
 */
const FIRESTORE_JVM_FLAGS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

export function firestoreJavaOptions(existing = process.env.JAVA_TOOL_OPTIONS): string {
  return [...FIRESTORE_JVM_FLAGS, ...(existing?.trim() ? [existing.trim()] : [])].join(' ');
}
