// Where the content-delivery location sits relative to the API base.
import { describe, it, expect } from 'vitest';
import { cdnBaseFrom } from '../cdn';

describe('content-delivery location', () => {
  it('sits at /cdn on the API origin', () => {
    expect(cdnBaseFrom('http://localhost:4000/v1')).toBe('http://localhost:4000/cdn');
    expect(cdnBaseFrom('https://api.example.com/v1/')).toBe('https://api.example.com/cdn');
    expect(cdnBaseFrom('/v1', 'https://app.example.com')).toBe('https://app.example.com/cdn');
  });
});
