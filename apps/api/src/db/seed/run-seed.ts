import { loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { prepareInitialData } from './initial-data.js';

/**
 * `npm run seed`: migrate, then load the fixed vocabularies and, into a new database unless
 * DEMO_DATA=off, the demo: what the server does at every start.
 */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const report = await prepareInitialData(database.db, config);
  console.log(`Seeded ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}.`);
  if (report.generatedAdminPassword) {
    console.log(`Super Admin ${report.adminEmail}, password ${report.generatedAdminPassword}`);
  }
  if (report.demoUsers.length) console.log(`Demo users created: ${report.demoUsers.join(', ')}`);
  else console.log(`Demo data: ${report.demoState.state} (loaded only into a new database).`);
  if (report.generatedDemoPassword) console.log(`Demo password: ${report.generatedDemoPassword}`);
} finally {
  await database.close();
}
