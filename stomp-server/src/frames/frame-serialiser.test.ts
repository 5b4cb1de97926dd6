import { describe, expect, it } from 'vitest';
import { createFrame } from './frame';
import { serialiseFrame } from './frame-serialiser';

describe('serialiseFrame', () => {
  it('escapes header text outside CONNECT/CONNECTED and terminates with NUL', () => {
    const bytes = serialiseFrame(createFrame('MESSAGE', [['a:b', 'c\nd\\e\rf']], 'body'));
    expect(bytes.toString()).toBe('MESSAGE\na\\cb:c\\nd\\\\e\\rf\n\nbody\0');
  });

  it('writes CONNECTED headers raw', () => {
    const bytes = serialiseFrame(createFrame('CONNECTED', { version: '1.2', server: 'x:y\\z' }));
    expect(bytes.toString()).toBe('CONNECTED\nversion:1.2\nserver:x:y\\z\n\n\0');
  });

  it('refuses frames it cannot represent', () => {
    expect(() => serialiseFrame(createFrame('CONNECTED', { server: 'a\nb' }))).toThrow(RangeError);
    expect(() => serialiseFrame(createFrame('MESSAGE', {}, Buffer.from([0])))).toThrow(/content-length/);
    expect(() => serialiseFrame(createFrame('MESSAGE', { 'content-length': '2' }, 'x'))).toThrow(/match/);
    expect(() => serialiseFrame(createFrame('', {}))).toThrow(/command/);
  });
});
