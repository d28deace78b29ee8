// The bundle requires @aws-sdk/client-s3 from the runtime instead of importing it (infra/sdk-require.ts).
const sdk = '@aws-sdk/client-s3';
module.exports = require(sdk);
