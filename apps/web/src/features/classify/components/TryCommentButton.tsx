import { Button, Drawer } from '@arco-design/web-react';
import { IconExperiment } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { TryCommentBox } from './TryCommentBox';

/** "Try a comment" from any page: the same box as the Classifier tab, in a drawer. */
export const TryCommentButton = () => {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<IconExperiment />} onClick={() => setOpen(true)}>
        {t('classify.try.open')}
      </Button>
      <Drawer
        width={560}
        title={t('classify.try.title')}
        visible={open}
        footer={null}
        unmountOnExit={false}
        onCancel={() => setOpen(false)}
      >
        <TryCommentBox />
      </Drawer>
    </>
  );
};
