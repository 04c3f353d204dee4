import { describe, expect, it } from 'vitest';
import { describeBackendContract } from '../contract';
import { localTestEnvironment } from './local-test-environment';

describe('local backend', () => {
  it('says it is the local adapter', async () => {
    const { backend } = await localTestEnvironment();
    expect(backend.kind).toBe('local');
    expect(backend.outbox).toBeDefined();
  });

  describeBackendContract((setup) => localTestEnvironment(setup));
});
