import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { seedDemoAdmin } from '../demo/demoAdmin';
import { seedDemoDomain } from '../demo/demoDomain';
import { createHost, TRIAL_DAYS } from '../modules/registration';
import { findUserByEmail } from '../modules/users';

const USAGE = `Zakłada konto gospodarza i wysyła właścicielowi link do ustawienia hasła (ważny 7 dni).

  npm run account:create -- --email adres@example.pl [--name "Nazwa firmy"] [--first-name Anna] [--last-name Nowak]
                            [--phone 600100200] [--demo]

  --demo   wypełnia konto przykładowymi obiektami, gośćmi i rezerwacjami
Baza danych jak w API: DATABASE_URL albo PGlite w DATA_DIR (zatrzymaj wtedy serwer: folder ma jednego użytkownika).`;

/** `npm run account:create`: an operator creates a host's account from the command line. */
async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'first-name': { type: 'string', default: '' },
      'last-name': { type: 'string', default: '' },
      phone: { type: 'string', default: '' },
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const email = values.email?.trim() ?? '';
  if (values.help || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(values.help ? USAGE : `Podaj poprawny --email.\n\n${USAGE}`);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    if (await findUserByEmail(db, email)) {
      console.error(`Adres ${email} ma już konto.`);
      return 1;
    }
    const { accountId, link } = await createHost(db, config, {
      email,
      companyName: values.name?.trim() || email,
      firstName: values['first-name'].trim(),
      lastName: values['last-name'].trim(),
      phoneNumber: values.phone.replace(/[\s-]/g, ''),
    });
    if (values.demo) {
      await db.transaction(async (tx) => {
        await seedDemoDomain(tx, accountId);
        await seedDemoAdmin(tx, accountId);
      });
    }
    console.log(`Konto założone (${TRIAL_DAYS} dni próbnych${values.demo ? ', z danymi przykładowymi' : ''}): ${accountId}`);
    console.log(`Link do ustawienia hasła dla ${email} (wysłany też e-mailem, ważny 7 dni):\n  ${link}`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
