// The bundle requires @aws-sdk/client-cloudfront from the runtime instead of importing it (infra/sdk-require.ts).
const sdk = '@aws-sdk/client-cloudfront';
module.exports = require(sdk);
