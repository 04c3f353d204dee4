import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollTable } from './ScrollTable';

const rows = (
  <tbody>
    <tr>
      <td>1</td>
    </tr>
  </tbody>
);

describe('ScrollTable', () => {
  it('is a named region the keyboard reaches when given a label', () => {
    render(<ScrollTable label="Changes to the account">{rows}</ScrollTable>);
    const region = screen.getByRole('region', { name: 'Changes to the account' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('adds no region and no tab stop without one', () => {
    render(<ScrollTable>{rows}</ScrollTable>);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
