import type { TDrillCount } from '@notedesk/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@/app/testing/stubMatchMedia';
import { DashboardTable } from '../DashboardTable';
import { drillCountColumn } from '../drillCountColumn';

type Row = { key: string; name: string; comments: TDrillCount };

const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    key: `k${index}`,
    name: `group ${index + 1}`,
    comments: {
      value: index + 1,
      drill: { path: '/api/track/content-comments', query: { product_id: String(index + 1) } },
    },
  }));

const columns = [
  { title: 'Group', dataIndex: 'name' },
  drillCountColumn('Comments', 'comments', (row: Row) => row.comments),
];

const renderTable = (rows: Row[], paged?: boolean) =>
  render(
    <MemoryRouter>
      <DashboardTable rowKey="key" columns={columns} rows={rows} paged={paged} />
    </MemoryRouter>,
  );

beforeAll(stubMatchMedia);

describe('DashboardTable', () => {
  it('shows up to 10 rows whole, with no pager', () => {
    renderTable(rowsOf(10));
    expect(screen.getByText('group 10')).toBeTruthy();
    expect(document.querySelector('.arco-pagination')).toBeNull();
  });

  it('pages a longer table by 10 rows', () => {
    renderTable(rowsOf(11));
    expect(screen.getByText('group 10')).toBeTruthy();
    expect(screen.queryByText('group 11')).toBeNull();
    expect(document.querySelector('.arco-pagination')).not.toBeNull();
  });

  it('shows every row on one page when it is not paged', () => {
    renderTable(rowsOf(11), false);
    expect(screen.getByText('group 11')).toBeTruthy();
    expect(document.querySelector('.arco-pagination')).toBeNull();
  });

  it('says the period holds nothing (zh-CN, the default language)', () => {
    renderTable([]);
    expect(screen.getByText('所选周期内暂无数据')).toBeTruthy();
  });

  it('shows each count of a drill column as a link to the list it counted', () => {
    renderTable(rowsOf(2));
    const link = screen.getByRole('link', { name: '2' });
    expect(link.getAttribute('href')).toContain('product_id=2');
  });
});
