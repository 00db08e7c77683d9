import { describe, expect, it } from 'vitest';
import { buildMarket } from '../test/fixtures';
import { pickDefaultMarketId } from './default-market';

const tucson = buildMarket('Tucson');
const phoenix = buildMarket('Phoenix');
const denver = buildMarket('Denver');
const markets = [tucson, phoenix, denver];

describe('pickDefaultMarketId', () => {
  it("prefers the user's own default market", () => {
    expect(
      pickDefaultMarketId({ defaultMarketId: denver.id, savedMarketId: tucson.id, markets }),
    ).toBe(denver.id);
  });

  it('falls back to the market saved in this browser', () => {
    expect(pickDefaultMarketId({ defaultMarketId: null, savedMarketId: tucson.id, markets })).toBe(
      tucson.id,
    );
  });

  it('ignores a saved market that no longer exists', () => {
    expect(pickDefaultMarketId({ defaultMarketId: null, savedMarketId: 'gone', markets })).toBe(
      phoenix.id,
    );
  });

  it('falls back to Phoenix, then to the first market', () => {
    expect(pickDefaultMarketId({ defaultMarketId: null, savedMarketId: null, markets })).toBe(
      phoenix.id,
    );
    expect(
      pickDefaultMarketId({
        defaultMarketId: null,
        savedMarketId: null,
        markets: [denver, tucson],
      }),
    ).toBe(denver.id);
    expect(pickDefaultMarketId({ defaultMarketId: null, savedMarketId: null, markets: [] })).toBe(
      null,
    );
  });
});
