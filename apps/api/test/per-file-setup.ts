import { restartNumbers } from './factories/unique.js';

// Runs before each test file, in a worker whose modules earlier files loaded already.
restartNumbers();
