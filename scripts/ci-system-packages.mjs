import { ensureSystemPackages } from './system-packages.mjs';

ensureSystemPackages();
