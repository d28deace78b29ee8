// The bundle requires @aws-sdk/client-textract from the runtime instead of importing it (infra/sdk-require.ts).
const sdk = '@aws-sdk/client-textract';
module.exports = require(sdk);
