/** Applies pending migrations without starting the service. */
import 'reflect-metadata';
import { runMigrateCommand } from '@pitstop/common';
import dataSource from './data-source.js';

await runMigrateCommand('search', 'search', dataSource);
