import Box from '@mui/material/Box';
import { useState } from 'react';
import { MarketSelect } from '../../components/MarketSelect';
import { PageHeader } from '../../components/PageHeader';
import { pickDefaultMarketId } from '../../lib/default-market';
import { useSelectedMarketId } from '../../lib/local-preferences';
import { useMarkets } from '../../lib/reference-data';
import { useCurrentUser } from '../../lib/session';
import { EaterFeedbackPanel } from './EaterFeedbackPanel';
import { FEEDBACK_TEXT } from './messages';

/**
 * Route /feedback (issue #26 5; docs/hosts.md): what eaters sent through the accounts' QR
 * form, per market, account, dates and menu. Opens on the person's own market.
 */
export function FeedbackPage() {
  const user = useCurrentUser();
  const markets = useMarkets().data ?? [];
  const savedMarketId = useSelectedMarketId();
  const [picked, setPicked] = useState<string | null>(null);
  const marketId =
    picked ??
    pickDefaultMarketId({ defaultMarketId: user.defaultMarketId, savedMarketId, markets }) ??
    '';
  return (
    <>
      <PageHeader title={FEEDBACK_TEXT.title} subtitle={FEEDBACK_TEXT.subtitle} />
      {/* Keyed by market: another market's accounts and menus are not this one's filters. */}
      <EaterFeedbackPanel
        key={marketId}
        marketId={marketId}
        marketPicker={
          // The theme makes text fields full width: the market keeps to the filters' row.
          <Box sx={{ width: 220 }}>
            <MarketSelect markets={markets} marketId={marketId} onChange={setPicked} />
          </Box>
        }
      />
    </>
  );
}
