import { Form } from '@arco-design/web-react';
import type { TTrackingConfigSection } from '@notedesk/contract';
import { useState } from 'react';
import type { TrackingChange } from './useTrackingChange';

/**
 * The add/edit modal of one section: which row is open (id null: a new one) with its form values, and the
 * save that closes it only on success.
 */
export const useRowEditor = <V extends object>(
  change: TrackingChange,
  section: TTrackingConfigSection,
  toBody: (values: V, id: number | null) => object,
) => {
  const [form] = Form.useForm<V>();
  const [editing, setEditing] = useState<{ id: number | null; values: V } | null>(null);
  const close = () => {
    setEditing(null);
    change.save.reset();
  };
  return {
    editing,
    open: (id: number | null, values: V) => {
      change.save.reset();
      setEditing({ id, values });
    },
    modalProps: {
      form,
      values: editing?.values ?? null,
      submitting: change.save.isPending,
      error: change.save.error?.message ?? '',
      onCancel: close,
      onSubmit: (values: V) => {
        const id = editing?.id ?? null;
        change.save.mutate({ section, id, body: toBody(values, id) }, { onSuccess: close });
      },
    },
  };
};
