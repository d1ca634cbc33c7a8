import { PAGE_SIZES } from '@preauth/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import type { GallerySection } from '../gallery-section';

type DemoProps = { title: string; label: string; total: number; pageSize?: number };

function Demo({ title, label, total, pageSize }: DemoProps) {
  const [page, setPage] = useState(1);
  return (
    <div className="ui-gallery__state">
      <h3>{title}</h3>
      <Pagination
        page={page}
        total={total}
        pageSize={pageSize}
        onPageChange={setPage}
        label={label}
      />
    </div>
  );
}

/** The list shrinks under the current page: the pagination goes back to page 1. */
function ShrinkingDemo() {
  const [page, setPage] = useState(6);
  const [total, setTotal] = useState(130);
  return (
    <div className="ui-gallery__state">
      <h3>Shrinking list (starts on page 6)</h3>
      <Pagination page={page} total={total} onPageChange={setPage} label="Shrinking list pages" />
      <div className="ui-gallery__actions">
        <Button variant="outline" onClick={() => setTotal(45)}>
          Shrink to 45 items
        </Button>
        <Button variant="outline" onClick={() => setTotal(130)}>
          Back to 130 items
        </Button>
      </div>
    </div>
  );
}

function PaginationSection() {
  return (
    <div className="ui-gallery__states">
      <Demo title="Default: 20 per page" label="Default pages" total={137} />
      <Demo title="Many pages: blocks of 10" label="Block pages" total={513} />
      <Demo
        title="Dashboard: 10 per page"
        label="Dashboard pages"
        total={64}
        pageSize={PAGE_SIZES.dashboard}
      />
      <Demo title="Empty list" label="Empty list pages" total={0} />
      <ShrinkingDemo />
    </div>
  );
}

export const section: GallerySection = {
  id: 'pagination',
  title: 'Pagination',
  order: 150,
  Component: PaginationSection,
};
