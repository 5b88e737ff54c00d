import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useDocumentTitle } from '../../../../lib/useDocumentTitle';
import type { PostTopic } from '../api/posts';
import { PageTitle } from '../../../../components/ui/PageTitle';
import { BannersPanel } from '../components/BannersPanel';
import { WineTalksPanel } from '../components/WineTalksPanel';

const TITLE = 'Banners & Wine Talks';

/** Home banners and Wine Talks moderation (issue 9). */
export default function AdminContentPage() {
  useDocumentTitle(TITLE);
  const [tab, setTab] = useState<PostTopic>('banner');
  return (
    <Box>
      <PageTitle title={TITLE} />
      <Tabs value={tab} onChange={(_event, value: PostTopic) => setTab(value)} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tab value="banner" label="Banners" id="tab-banners" aria-controls="panel-banners" />
        <Tab value="wineTalks" label="Wine Talks" id="tab-wine-talks" aria-controls="panel-wine-talks" />
      </Tabs>
      <Box role="tabpanel" id={tab === 'banner' ? 'panel-banners' : 'panel-wine-talks'} aria-labelledby={tab === 'banner' ? 'tab-banners' : 'tab-wine-talks'}>
        {tab === 'banner' ? <BannersPanel /> : <WineTalksPanel />}
      </Box>
    </Box>
  );
}
