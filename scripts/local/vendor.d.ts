declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory?: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
    /** Whether a Host header that is not an IP address or localhost names the bucket. */
    vhostBuckets?: boolean;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    /** Every object created or removed, as an S3 event notification. */
    on(event: 'event', listener: (notification: { Records: unknown[] }) => void): this;
    close(): Promise<void>;
  }
}
