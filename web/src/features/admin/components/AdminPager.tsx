import Pagination from 'antd/es/pagination';
import { ADMIN_PAGE_SIZE } from '../admin-page';
import styles from '../pages/AdminPage.module.css';

/** The pages of an admin list, with the total over all of them. */
export function AdminPager({
  page,
  total,
  onChange,
  noun,
  testId,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
  noun: string;
  testId: string;
}) {
  if (total === 0) return null;
  return (
    <Pagination
      className={styles.pager}
      current={page}
      pageSize={ADMIN_PAGE_SIZE}
      total={total}
      showSizeChanger={false}
      showTotal={(all, [from, to]) => `${from}–${to} of ${all} ${noun}`}
      onChange={onChange}
      data-testid={testId}
    />
  );
}
