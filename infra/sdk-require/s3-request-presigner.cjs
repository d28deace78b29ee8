// The bundle requires @aws-sdk/s3-request-presigner from the runtime instead of importing it (infra/sdk-require.ts).
const sdk = '@aws-sdk/s3-request-presigner';
module.exports = require(sdk);
