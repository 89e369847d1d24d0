import { describe, expect, it } from 'vitest';
import { forbiddenProviderAddress } from '../forbiddenProviderAddress';

/** A resolver that answers from a table, as DNS would. */
const resolver = (table: Record<string, string[]>) => async (host: string) => {
  const addresses = table[host];
  if (!addresses) throw new Error(`ENOTFOUND ${host}`);
  return addresses;
};

describe('LLM base URLs that are never called', () => {
  const dns = resolver({
    'api.deepseek.com': ['116.205.40.120'],
    'ollama.lan': ['192.168.1.20'],
    'sneaky.example': ['8.8.8.8', '169.254.169.254'],
    'mapped.example': ['::ffff:169.254.169.254'],
    'nat64.example': ['64:ff9b::a9fe:a9fe'],
  });

  it.each([
    'http://169.254.169.254/latest/meta-data',
    'http://100.100.100.200/v1',
    'http://metadata.google.internal/v1',
    'http://[fe80::1]:11434/v1',
    'http://[fd00:ec2::254]/v1',
    'http://0.0.0.0:8000/v1',
    'http://sneaky.example/v1',
    'http://mapped.example/v1',
    'http://nat64.example/v1',
    'http://metadata.google.internal./v1',
    'http://Metadata.Google.Internal../v1',
    'http://metadata.goog/v1',
    'http://169.254.169.254./v1',
    'http://2852039166/v1',
    'http://0251.0376.0251.0376/v1',
    'http://0xa9.0xfe.0xa9.0xfe/v1',
    'http://[::ffff:a9fe:a9fe]/v1',
    'http://[64:ff9b::169.254.169.254]/v1',
    'http://[::169.254.169.254]/v1',
  ])('refuses %s', async (url) => {
    expect(await forbiddenProviderAddress(url, dns)).not.toBe('');
  });

  it.each([
    'https://api.deepseek.com/v1',
    'http://127.0.0.1:11434/v1',
    'http://ollama.lan:11434/v1',
    'http://10.0.0.5:8000/v1',
    'http://[::1]:8000/v1',
    'http://[::ffff:127.0.0.1]:8000/v1',
    'http://[64:ff9b::8.8.8.8]/v1',
    'http://unknown.example/v1',
  ])('allows %s (public, loopback, private LAN; an unknown name fails at the call)', async (url) => {
    expect(await forbiddenProviderAddress(url, dns)).toBe('');
  });
});
