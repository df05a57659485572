import { Accounts1795286218712 } from './1795286218712-Accounts.js';
import { Mail1797700000000 } from './1797700000000-Mail.js';
import { AccountTokens1797850000000 } from './1797850000000-AccountTokens.js';
import { SiteSettings1796100000000 } from './1796100000000-SiteSettings.js';
import { AdminLists1797600000000 } from './1797600000000-AdminLists.js';
import { Notices1797900000000 } from './1797900000000-Notices.js';
import { UserPrinters1798200000036 } from './1798200000036-UserPrinters.js';

/** Applied in order at start; listed explicitly so the build needs no file globbing. */
export const USERS_MIGRATIONS: Function[] = [
  Accounts1795286218712,
  SiteSettings1796100000000,
  AdminLists1797600000000,
  Mail1797700000000,
  AccountTokens1797850000000,
  Notices1797900000000,
  UserPrinters1798200000036,
];
