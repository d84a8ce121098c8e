import { describe, expect, it } from 'vitest';
import { createLatencyHistogram } from './latency-histogram.ts';

describe('latency histogram', () => {
  it('renders cumulative buckets, sum and count per series', () => {
    const histogram = createLatencyHistogram('t_seconds', 'Test.');
    histogram.observe('GET', '/api/a', 200, 0.004);
    histogram.observe('GET', '/api/a', 200, 0.03);
    histogram.observe('GET', '/api/a', 200, 9);
    histogram.observe('POST', '/api/"b"', 400, 0.2);
    const text = histogram.render();
    expect(text).toContain('# TYPE t_seconds histogram');
    expect(text).toContain(
      't_seconds_bucket{le="0.005",method="GET",route="/api/a",status_code="200"} 1',
    );
    expect(text).toContain(
      't_seconds_bucket{le="0.05",method="GET",route="/api/a",status_code="200"} 2',
    );
    expect(text).toContain(
      't_seconds_bucket{le="5",method="GET",route="/api/a",status_code="200"} 2',
    );
    expect(text).toContain(
      't_seconds_bucket{le="+Inf",method="GET",route="/api/a",status_code="200"} 3',
    );
    expect(text).toContain('t_seconds_count{method="GET",route="/api/a",status_code="200"} 3');
    expect(text).toContain('route="/api/\\"b\\""');
  });
});
