import { CreateAllowance, type CreateCharge, type CreateLimits } from '../../server/src/guard/createAllowance';
import { TokenBucket } from '../../server/src/guard/rates';
import { SEATED_MEMORY_MS, SeatedAddresses } from '../../server/src/guard/seatedAddresses';
import { displayName } from '@dead-drop/shared';

test('a token bucket allows a burst, then refills at its rate', () => {
  let now = 0;
  const bucket = new TokenBucket({ perSecond: 10, burst: 3 }, () => now);
  expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  now += 50;
  expect(bucket.take()).toBe(false);
  now += 50;
  expect([bucket.take(), bucket.take()]).toEqual([true, false]);
  now += 60_000;
  expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
});

test('display names are trimmed, cleaned and 1 to 24 characters', () => {
  expect(displayName('  Ada  ')).toBe('Ada');
  expect(displayName('A\u202Eda\u0007 <b>Lovelace</b>')).toBe('Ada bLovelace/b');
  expect(displayName('Zoë   \n  K')).toBe('Zoë K');
  expect(displayName('😀'.repeat(24))).toBe('😀'.repeat(24));
  expect(displayName('x'.repeat(25))).toBeNull();
  expect(displayName(' \u200B ')).toBeNull();
  expect(displayName(42)).toBeNull();
});

describe('the create allowance', () => {
  // 12 a minute for the server, 3 of them kept for the seated: 9 for everyone.
  const limits: CreateLimits = {
    tablesPerAddressPerMinute: 2,
    tablesPerNetworkPerMinute: 3,
    tablesPerMinute: 12,
    reservedTablesPercent: 25,
  };
  const setUp = () => {
    let now = 0;
    const seated = new SeatedAddresses(() => now);
    const allowance = new CreateAllowance(limits, seated, () => now);
    return {
      seated,
      take: (ip: string) => allowance.take(ip),
      wait: (ms: number) => {
        now += ms;
      },
    };
  };
  const charged = (taken: CreateCharge | string): CreateCharge => {
    if (typeof taken === 'string') throw new Error(`refused: ${taken}`);
    return taken;
  };
  /** Creates from new networks, one each, until the server's open share is spent. */
  const drain = (take: (ip: string) => CreateCharge | string, tag: number) => {
    let i = 0;
    while (typeof take(`10.${tag}.${i}.1`) !== 'string') i++;
    expect(take(`10.${tag}.${i + 1}.1`)).toMatch(/Many tables are being opened/);
  };

  test('a refusal by one tier takes nothing from the others', () => {
    const { take, wait } = setUp();
    charged(take('198.51.100.1'));
    charged(take('198.51.100.1'));
    // Past its own allowance: the server's is untouched however often it asks.
    for (let i = 0; i < 50; i++) expect(take('198.51.100.1')).toMatch(/One address may open at most 2 tables a minute/);
    // Past its network's (198.51.100.0/24): its address's own is untouched.
    charged(take('198.51.100.2'));
    for (let i = 0; i < 50; i++) expect(take('198.51.100.3')).toMatch(/from your network/);
    // Everyone else has the 6 left of the server's open 9.
    for (const ip of ['192.0.2.1', '192.0.2.1', '192.0.2.2', '203.0.113.1', '203.0.113.1', '203.0.113.2']) charged(take(ip));
    // The server's share is spent: a new address's refusals take nothing of its own...
    for (let i = 0; i < 5; i++) expect(take('100.64.0.1')).toMatch(/Many tables are being opened/);
    // ...so as the server's refills, one every 60/9 s, it still has both of its own.
    wait(7000);
    charged(take('100.64.0.1'));
    wait(7000);
    charged(take('100.64.0.1'));
  });

  test('a charge given back leaves every tier as it was', () => {
    const { take } = setUp();
    for (let i = 0; i < 20; i++) charged(take('2001:db8:1:2::1')).giveBack();
    charged(take('2001:db8:1:2::1'));
    charged(take('2001:db8:1:2::1'));
    expect(take('2001:db8:1:2::1')).toMatch(/One address/);
  });

  test('an IPv6 /48 is one network however many /64s it holds', () => {
    const { take } = setUp();
    for (let i = 1; i <= 3; i++) charged(take(`2001:db8:7:${i}::1`));
    expect(take('2001:db8:7:ffff::1')).toMatch(/from your network/);
    charged(take('2001:db8:8::1'));
  });

  test('a share is kept for addresses that hold a seat here, and for a while after they leave', () => {
    const { seated, take, wait } = setUp();
    const leave = seated.sit('192.0.2.9');
    drain(take, 1);
    charged(take('192.0.2.9'));
    leave();
    leave();
    wait(SEATED_MEMORY_MS - 1);
    drain(take, 2);
    charged(take('192.0.2.9'));
    wait(2);
    drain(take, 3);
    expect(take('192.0.2.9')).toMatch(/Many tables are being opened/);
  });
});
