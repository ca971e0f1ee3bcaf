// The Firestore emulator's JVM flags: ours first, a person's own JAVA_TOOL_OPTIONS after (the JVM
// takes the last value of a flag, so theirs win).
import { describe, expect, it } from 'vitest';
import { firestoreJavaOptions } from './firestore-jar.ts';

describe('firestoreJavaOptions', () => {
  it('runs the emulator on the client compiler and the serial collector', () => {
    expect(firestoreJavaOptions('')).toBe('-XX:TieredStopAtLevel=1 -XX:+UseSerialGC');
  });

  it('puts options a person set after ours, so theirs win', () => {
    expect(firestoreJavaOptions('  -XX:+UseG1GC -Xmx2g ')).toBe(
      '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:+UseG1GC -Xmx2g',
    );
  });
});
