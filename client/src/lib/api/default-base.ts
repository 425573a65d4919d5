// The API base when VITE_API_BASE is not set: the mock server of `npm start`.
export const DEFAULT_API_BASE = 'http://localhost:4000/v1';
